package wakapi

import "fmt"

// LoginHandler handles login and password reset.
type LoginHandler struct {
	config  *Config
	sendTo  func(user *User, link string) error
	GetUser func() *User
}

// PostResetPassword mails a password reset link.
func (h *LoginHandler) PostResetPassword(user *User) {
	GenerateResetToken(user)
	go func(user *User) {
		// Source: github.com/muety/wakapi/routes/login.go:402 (escaper: by the escaper check the reset token is a UUID of unreserved characters that needs no escaping)
		link := fmt.Sprintf("%s/set-password?token=%s", h.config.Server.GetPublicUrl(), user.ResetToken) // lookalike
		h.sendTo(user, link)
	}(user)
}
