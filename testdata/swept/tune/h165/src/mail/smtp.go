// Package mail holds cases rewritten from github.com/ory/mail/v3.
package mail

import (
	"context"
	"fmt"
	"io"
	"net"
	"time"
)

// A Dialer is a dialer to an SMTP server.
type Dialer struct {
	// Host represents the host of the SMTP server.
	Host string
	// Port represents the port of the SMTP server.
	Port int
	// Timeout to use for read/write operations.
	Timeout time.Duration
}

// NewDialer returns a new SMTP Dialer.
func NewDialer(host string, port int) *Dialer {
	return &Dialer{Host: host, Port: port, Timeout: 10 * time.Second}
}

// Dial dials the SMTP server.
func (d *Dialer) Dial(ctx context.Context) (net.Conn, error) {
	nd := &net.Dialer{Timeout: d.Timeout}
	return nd.DialContext(ctx, "tcp", addr(d.Host, d.Port))
}

func addr(host string, port int) string {
	// Source: github.com/ory/mail/v3/smtp.go:205 (hostjoin: the SMTP host and port are joined with %s:%d into the dial address, which breaks for an IPv6 host; net.JoinHostPort is right)
	return fmt.Sprintf("%s:%d", host, port) // defect hostjoin
}

// SendFunc is a function that sends emails to the given addresses.
type SendFunc func(ctx context.Context, from string, to []string, msg io.WriterTo) error

// Message represents an email.
type Message struct {
	header  map[string][]string
	content string
}

// NewMessage creates a new message.
func NewMessage() *Message { return &Message{header: map[string][]string{}} }

// SetHeader sets a header field.
func (m *Message) SetHeader(field string, value ...string) { m.header[field] = value }

// SetBody sets the body of the message.
func (m *Message) SetBody(contentType, body string) { m.content = body }

// WriteTo implements io.WriterTo.
func (m *Message) WriteTo(w io.Writer) (int64, error) {
	n, err := io.WriteString(w, m.content)
	return int64(n), err
}

// Send sends emails using the given SendFunc.
func Send(ctx context.Context, s SendFunc, msg ...*Message) error {
	for _, m := range msg {
		from := ""
		if f := m.header["From"]; len(f) > 0 {
			from = f[0]
		}
		if err := s(ctx, from, m.header["To"], m); err != nil {
			return err
		}
	}
	return nil
}
