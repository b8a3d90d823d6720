package wakapi

import (
	"fmt"
	"net"
	"testing"
	"time"
)

const (
	Smtp4DevHost   = "localhost"
	Smtp4DevPort   = 2525
	Smtp4DevApiUrl = "http://localhost:8080/api"
)

func TestSmtpTestSuite(t *testing.T) {
	// Source: github.com/muety/wakapi/services/mail/smtp_test.go:56 (hostjoin: by rule 1 held to non-test rules, the smtp4dev host and port are joined with net.JoinHostPort, the right joiner)
	address := net.JoinHostPort(Smtp4DevHost, fmt.Sprintf("%d", Smtp4DevPort)) // lookalike
	conn, err := net.DialTimeout("tcp", address, time.Second)
	if err != nil {
		t.Skipf("WARNING: smtp4Dev not available at %s - skipping smtp tests", address)
		return
	}
	conn.Close()
}
