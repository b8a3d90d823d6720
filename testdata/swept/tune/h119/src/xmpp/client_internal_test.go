package xmpp

import (
	"bytes"
	"testing"
)

// Source: gosrc.io/xmpp/client_internal_test.go:20 (percent: UTF-8 bytes percent-encoded in upper-case hex are canonical)
func TestClientSend(t *testing.T) {
	var buffer bytes.Buffer
	data := []byte("https://da.wikipedia.org/wiki/J%C3%A6vnd%C3%B8gn") // lookalike
	buffer.Write(data)
	if buffer.String() != string(data) {
		t.Errorf("incorrect value sent to buffer: %q", buffer.String())
	}
}
