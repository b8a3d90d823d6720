// Package email holds cases rewritten from github.com/jordan-wright/email.
package email

import "net/smtp"

// Email is an email message.
type Email struct {
	Subject string
}

// NewEmail creates an Email.
func NewEmail() *Email { return &Email{} }

// Send sends the message through the SMTP server at addr (host:port).
func (e *Email) Send(addr string, a smtp.Auth) error {
	return smtp.SendMail(addr, a, "", nil, nil)
}
