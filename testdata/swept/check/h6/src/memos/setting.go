package memos

import (
	"context"
	"sync"

	storepb "github.com/usememos/memos/proto/gen/store"
)

// Store keeps user settings.
type Store struct {
	mu       sync.Mutex
	webhooks map[int32][]*storepb.WebhooksUserSetting_Webhook
}

// AddUserWebhook adds a webhook to the settings of a user.
func (s *Store) AddUserWebhook(ctx context.Context, userID int32, webhook *storepb.WebhooksUserSetting_Webhook) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.webhooks == nil {
		s.webhooks = map[int32][]*storepb.WebhooksUserSetting_Webhook{}
	}
	copy := *webhook
	s.webhooks[userID] = append(s.webhooks[userID], &copy)
	return nil
}

// GetUserWebhooks returns the webhooks of a user.
func (s *Store) GetUserWebhooks(ctx context.Context, userID int32) ([]*storepb.WebhooksUserSetting_Webhook, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.webhooks[userID], nil
}
