package juicefs

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"testing"
)

var reportUrl = "https://juicefs.com/report-usage"

func sendUsage(body []byte) error {
	req, err := http.NewRequest("POST", reportUrl, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestUsageReport(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	mux := http.NewServeMux()
	mux.HandleFunc("/report-usage", func(rw http.ResponseWriter, r *http.Request) {
		_, _ = rw.Write([]byte("OK"))
	})
	go func() { _ = http.Serve(l, mux) }()

	addr := l.Addr().String()
	// Source: github.com/juicedata/juicefs/pkg/usage/usage_test.go:65 (syntax: the %s is the test listener's address from l.Addr().String(), so the filled URL is valid)
	reportUrl = fmt.Sprintf("http://%s/report-usage", addr) // lookalike
	if err := sendUsage([]byte("{}")); err != nil {
		t.Fatal(err)
	}
}
