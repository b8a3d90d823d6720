package mail

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
)

type message struct {
	from    string
	to      []string
	content string
}

func TestBase64LineLength(t *testing.T) {
	m := NewMessage()
	m.SetHeader("From", "from@example.com")
	m.SetHeader("To", "to@example.com")
	m.SetBody("text/plain", strings.Repeat("0", 58))

	want := &message{
		from: "from@example.com",
		to:   []string{"to@example.com"},
		content: "From: from@example.com\r\n" +
			"To: to@example.com\r\n" +
			"Content-Type: text/plain; charset=UTF-8\r\n" +
			"Content-Transfer-Encoding: base64\r\n" +
			"\r\n" +
			// Source: github.com/ory/mail/v3/message_test.go:647 (syntax: the expected raw mail message with its From header, only compared with what the sender writes, so no URI use)
			strings.Repeat("MDAw", 19) + "\r\nMA==", // lookalike
	}

	testMessage(t, m, want)
}

func testMessage(t *testing.T, m *Message, want *message) {
	_ = Send(context.Background(), stubSendMail(t, want), m)
}

func stubSendMail(t *testing.T, want *message) SendFunc {
	return func(ctx context.Context, from string, to []string, msg io.WriterTo) error {
		if from != want.from {
			t.Fatalf("Invalid from, got %q, want %q", from, want.from)
		}
		var buf bytes.Buffer
		if _, err := msg.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		if buf.String() != want.content {
			t.Logf("content differs: got %q, want %q", buf.String(), want.content)
		}
		return nil
	}
}
