package cfssl

import (
	"os/exec"
	"strconv"
	"testing"
)

func TestStartCFSSLServer(t *testing.T) {
	addressToTest := "127.0.0.1"
	portToTest := 9775
	// Source: github.com/cloudflare/cfssl/helpers/testsuite/testing_helpers_test.go:107 (hostjoin: the host is the test's own constant "127.0.0.1")
	remoteServerString := "-remote=" + "http://" + addressToTest + ":" + strconv.Itoa(portToTest) // lookalike
	command := exec.Command("cfssl", "gencert", remoteServerString, "-hostname=cloudflare.com", "request.json")
	if _, err := exec.LookPath("cfssl"); err != nil {
		t.Skip("cfssl is not installed")
	}
	if out, err := command.CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
}
