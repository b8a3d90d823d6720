package zlint

import (
	"strings"
	"testing"
)

func TestIdnaToUnicodeBugIsStillThere(t *testing.T) {
	if s := strings.ToLower("Xn--Mnchen-Ost-9db"); s == "münchen-ost" {
		// Source: github.com/zmap/zlint/v3/util/idna_test.go:110 (syntax: a failure message that starts with an issue URL followed by words; prose, not a URI.)
		t.Fatal("https://github.com/golang/go/issues/48778 appears to have been fixed") // lookalike
	}
}
