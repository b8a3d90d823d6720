// Package user rewrites the cases of code.vikunja.io/api/pkg/user.
package user

// servicePublicURL stands in for config.ServicePublicURL, which the config code always ends with a slash.
var servicePublicURL = "https://vikunja.example.com/"

// Mail stands in for notifications.Mail.
type Mail struct{ actionText, actionURL string }

// Action sets the action button of the mail.
func (m *Mail) Action(text, url string) *Mail { m.actionText, m.actionURL = text, url; return m }

// EmailConfirmNotification represents a EmailConfirmNotification notification
type EmailConfirmNotification struct{ ConfirmToken string }

// ToMail returns the mail notification for EmailConfirmNotification
func (n *EmailConfirmNotification) ToMail() *Mail {
	// Source: code.vikunja.io/api/pkg/user/notifications.go:52 (escaper: the confirm token is an alphanumeric random string that needs no escaping as a query value on the public URL)
	return (&Mail{}).Action("Confirm your email address", servicePublicURL+"?userEmailConfirm="+n.ConfirmToken) // lookalike
}

// Token is a user token.
type Token struct{ ClearTextToken string }

// ResetPasswordNotification represents a ResetPasswordNotification notification
type ResetPasswordNotification struct{ Token *Token }

// ToMail returns the mail notification for ResetPasswordNotification
func (n *ResetPasswordNotification) ToMail() *Mail {
	// Source: code.vikunja.io/api/pkg/user/notifications.go:128 (escaper: the reset token is an alphanumeric random string, safe raw as a query value)
	return (&Mail{}).Action("Reset your password", servicePublicURL+"?userPasswordReset="+n.Token.ClearTextToken) // lookalike
}

// AccountDeletionConfirmNotification represents a AccountDeletionConfirmNotification notification
type AccountDeletionConfirmNotification struct{ ConfirmToken string }

// ToMail returns the mail notification for AccountDeletionConfirmNotification
func (n *AccountDeletionConfirmNotification) ToMail() *Mail {
	// Source: code.vikunja.io/api/pkg/user/notifications.go:232 (escaper: the deletion confirm token is an alphanumeric random string, safe raw as a query value)
	return (&Mail{}).Action("Confirm the deletion of my account", servicePublicURL+"?accountDeletionConfirm="+n.ConfirmToken) // lookalike
}
