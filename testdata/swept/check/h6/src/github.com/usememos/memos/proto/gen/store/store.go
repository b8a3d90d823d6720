// Package store stands in for github.com/usememos/memos/proto/gen/store:
// only what the cases use.
package store

// WebhooksUserSetting_Webhook is a webhook a user configured.
type WebhooksUserSetting_Webhook struct {
	Id    string
	Title string
	Url   string
}
