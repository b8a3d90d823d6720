package email

import (
	"net/smtp"
)

func Example() {
	e := NewEmail()
	e.Subject = "Awesome Subject"
	var auth smtp.Auth
	// Source: github.com/jordan-wright/email/email_test.go:740 (sink: Email.Send passes addr to smtp.SendMail, which takes a host:port address, not a URI)
	e.Send("smtp.gmail.com:587", auth) // lookalike
}
