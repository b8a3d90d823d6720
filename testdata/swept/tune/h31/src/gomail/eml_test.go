package gomail

import (
	"net/mail"
	"strings"
	"testing"
)

// Source: github.com/wneessen/go-mail/eml_test.go:45 (syntax: the User-Agent header of a fixture mail, the URL among words, rule 4)
const exampleMailPlainNoEnc = "Date: Wed, 01 Nov 2023 00:00:00 +0000\r\nUser-Agent: go-mail v0.4.0 // https://github.com/wneessen/go-mail\r\nSubject: Example mail\r\n\r\nDear Customer,\r\n" // lookalike

func TestEMLToMsgFromString(t *testing.T) {
	msg, err := mail.ReadMessage(strings.NewReader(exampleMailPlainNoEnc))
	if err != nil {
		t.Fatalf("failed to parse EML string: %s", err)
	}
	if !strings.HasPrefix(msg.Header.Get("User-Agent"), "go-mail v0.4.0") {
		t.Errorf("unexpected User-Agent: %s", msg.Header.Get("User-Agent"))
	}
}
