package wakapi

import "fmt"

// SettingsHandler renders the settings page.
type SettingsHandler struct {
	config *Config
}

// newInviteCode stands in for uuid.NewV4().String()[0:8].
func newInviteCode() string { return newV4()[0:8] }

func (h *SettingsHandler) buildInviteLink(args map[string]interface{}) string {
	inviteCode, _ := args["invite_code"].(string)
	if inviteCode == "" {
		return ""
	}
	// Source: github.com/muety/wakapi/routes/settings.go:1177 (escaper: by the escaper check the invite code is the first 8 hex characters of a UUID, unreserved characters that need no escaping)
	return fmt.Sprintf("%s/signup?invite=%s", h.config.Server.GetPublicUrl(), inviteCode) // lookalike
}
