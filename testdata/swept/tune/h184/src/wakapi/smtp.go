package wakapi

import "net/smtp"

// SMTPSendingService sends mails over SMTP.
type SMTPSendingService struct {
	config SMTPMailConfig
}

// Send dials the configured SMTP server.
func (s *SMTPSendingService) Send() error {
	c, err := smtp.Dial(s.config.ConnStr())
	if err != nil {
		return err
	}
	return c.Close()
}
