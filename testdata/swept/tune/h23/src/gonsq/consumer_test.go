package gonsq

import (
	"bytes"
	"fmt"
	"net/http"
	"testing"
)

func SendMessage(t *testing.T, port int, topic string, method string, body []byte) {
	httpclient := &http.Client{}
	// Source: github.com/nsqio/go-nsq/consumer_test.go:60 (hostjoin: the test writes the host 127.0.0.1 itself, only the port is filled in, rule 3)
	endpoint := fmt.Sprintf("http://127.0.0.1:%d/%s?topic=%s", port, method, topic) // lookalike
	req, err := http.NewRequest("POST", endpoint, bytes.NewBuffer(body))
	resp, err := httpclient.Do(req)
	if err != nil {
		t.Fatalf("%s", err.Error())
		return
	}
	if resp.StatusCode != 200 {
		t.Fatalf("%s status code: %d", method, resp.StatusCode)
	}
	resp.Body.Close()
}

func TestBuildLookupAddr(t *testing.T) {
	if _, err := buildLookupAddr("127.0.0.1:4161", "write_test"); err != nil {
		t.Fatal(err)
	}
}
