package email

import (
	"fmt"
	"net"
	"net/smtp"
	"strconv"
)

// Config is the configuration of the email provider
type Config struct {
	From     string `yaml:"from"`
	Username string `yaml:"username"`
	Password string `yaml:"password"`
	Host     string `yaml:"host"`
	Port     int    `yaml:"port"`
	To       string `yaml:"to"`
}

// Merge applies an override onto the configuration
func (cfg *Config) Merge(override *Config) {
	if len(override.From) > 0 {
		cfg.From = override.From
	}
	if len(override.Host) > 0 {
		// Source: github.com/TwiN/gatus/v5/alerting/provider/email/email.go:63 (sink: the SMTP host field takes a bare host name, which is what is copied here; the port is a separate field joined later by the mail dialer; by rule 5 the sink's demand is a host, which it gets)
		cfg.Host = override.Host // lookalike
	}
	if override.Port > 0 {
		cfg.Port = override.Port
	}
	if len(override.To) > 0 {
		cfg.To = override.To
	}
}

// Dialer stands in for gomail.Dialer, which takes the host and the port separately.
type Dialer struct {
	Host     string
	Port     int
	Username string
	Password string
}

// DialAndSend sends a message through the SMTP server.
func (d *Dialer) DialAndSend(from, to string, msg []byte) error {
	addr := net.JoinHostPort(d.Host, strconv.Itoa(d.Port))
	if err := smtp.SendMail(addr, smtp.PlainAuth("", d.Username, d.Password, d.Host), from, []string{to}, msg); err != nil {
		return fmt.Errorf("send: %w", err)
	}
	return nil
}

// Send sends the message with the configured server
func Send(cfg *Config, msg []byte) error {
	d := &Dialer{Host: cfg.Host, Port: cfg.Port, Username: cfg.Username, Password: cfg.Password}
	return d.DialAndSend(cfg.From, cfg.To, msg)
}
