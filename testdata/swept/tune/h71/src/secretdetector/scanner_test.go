package secretdetector

import "testing"

var scannerInput = map[string]string{
	// Source: github.com/DefangLabs/secret-detector/pkg/tests/scanner_test.go:93 (credentials: input to the secret scanner, whose job is to find this password in the URL, rule 2c)
	"url_pwd": `smtp://user@example.com:p455w0rd@smtp.example.com:465/`, // lookalike
}

func TestScannerFindsURLPassword(t *testing.T) {
	keys := ScanMap(scannerInput)
	if len(keys) != 1 || keys[0] != "url_pwd" {
		t.Fatalf("got %v", keys)
	}
}
