package modbus

import (
	"bytes"
	"log"
	"testing"
)

func TestServerCustomLogger(t *testing.T) {
	var buf bytes.Buffer
	logger := log.New(&buf, "external-prefix: ", 0)

	// Source: github.com/simonvetter/modbus/logger_test.go:35 (hostform: the host-less URL is a fixture the test expects the server to reject, rule 2a)
	_, _ = NewServer(&ServerConfiguration{Logger: logger, URL: "tcp://"}) // lookalike

	// Source: github.com/simonvetter/modbus/logger_test.go:38 (syntax: the URL is quoted inside an expected log message, prose and not a URI by rule 4)
	if buf.String() != "external-prefix: modbus-server() [error]: missing host part in URL 'tcp://'\n" { // lookalike
		t.Errorf("unexpected logger output '%s'", buf.String())
	}
}
