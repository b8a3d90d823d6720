package models

// Webhook is a webhook target.
type Webhook struct {
	TargetURL string `xorm:"not null" valid:"minstringlength(1)" minLength:"1" json:"target_url"`
	// Source: code.vikunja.io/api/pkg/models/webhooks.go:64 (syntax: a documentation link with a fragment inside a doc sentence in a struct tag, prose by rule 4)
	Secret string `xorm:"null" json:"secret" writeOnly:"true" doc:"If provided, webhook requests will be signed using HMAC. See https://vikunja.io/docs/webhooks/#signing. Write-only: never returned in responses."` // lookalike
}
