package croc

import "testing"

func TestReceiveURL(t *testing.T) {
	// Source: github.com/schollz/croc/v10/src/croc/croc_test.go:43 (expected output: the code's '/', '?' and '&' percent-encoded in uppercase hex)
	want := "https://transfer.example.com/?code=4821-tiger%2Fmoon%3F%26" // lookalike
	if got := ReceiveURL("4821-tiger/moon?&"); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
