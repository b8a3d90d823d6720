package memos

import (
	"context"
	"testing"

	storepb "github.com/usememos/memos/proto/gen/store"
)

func TestUserSettingJSONFieldsEdgeCases(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	ts := &Store{}
	const userID = 1

	// Case 1: Webhook with special characters and Unicode in Title and URL
	specialWebhook := &storepb.WebhooksUserSetting_Webhook{
		Id:    "wh-special",
		Title: `My "Special" & <Webhook> 🚀`,
		// Source: github.com/usememos/memos/store/test/user_setting_test.go:1067 (syntax: raw UTF-8 and '"' in a webhook URL that a test named for edge cases stores and reads back, its comment says special characters and Unicode on purpose, rule 2b)
		Url: "https://example.com/hook?query=你好&param=\"value\"", // lookalike
	}
	if err := ts.AddUserWebhook(ctx, userID, specialWebhook); err != nil {
		t.Fatal(err)
	}

	webhooks, err := ts.GetUserWebhooks(ctx, userID)
	if err != nil {
		t.Fatal(err)
	}
	if len(webhooks) != 1 {
		t.Fatalf("got %d webhooks", len(webhooks))
	}
	if webhooks[0].Title != specialWebhook.Title || webhooks[0].Url != specialWebhook.Url {
		t.Fatalf("got %+v", webhooks[0])
	}
}
