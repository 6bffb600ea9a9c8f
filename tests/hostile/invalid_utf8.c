int main() {
    int x = 1; /* café */
    return x;
}
