class Solution:
    def validate(self, label: int) -> str:
        if not 1 <= label <= 10**15:
            return f"label = {label}: the problem needs 1 <= label <= 10^15"
        if "4" in str(label):
            return f"label = {label} contains the digit 4: the decimal form of label has no digit 4"
        return ""
