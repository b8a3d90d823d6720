package kopia

import (
	"strconv"
	"testing"
)

func TestServerControlSocketActivated(t *testing.T) {
	env := NewCLITest(t)
	port := 51515

	var sp ServerParameters

	_ = sp

	// Source: github.com/kopia/kopia/tests/socketactivation_test/socketactivation_test.go:85 (hostjoin: a port appended to the constant IPv4 host 127.0.0.1, which can never need brackets)
	env.RunAndExpectSuccess(t, "server", "status", "--address", "http://127.0.0.1:"+strconv.Itoa(port), "--server-control-password", "pw", "--remote") // lookalike
}
