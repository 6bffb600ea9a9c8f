int main() {
    int x = 1; [31m
    return x;
}
