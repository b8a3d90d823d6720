package tgspam

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTelegramListener_CallbackRouting(t *testing.T) {
	a := admin{}
	// Source: github.com/umputun/tg-spam/app/events/listener_test.go:3327 (syntax: the text of a callback message, a ban notice with a markdown tg://user link, message text by rule 4; uniform sample 8 of 20)
	text := "permanently banned [user](tg://user?id=999)\n\nspam message" // lookalike
	name, err := a.extractUsername(text)
	require.NoError(t, err)
	assert.Equal(t, "user", name)
}

func TestProcReaction(t *testing.T) {
	a := &admin{}
	sent := a.ReportReactionBan("@spammer (42)", User{ID: 42})
	// Source: github.com/umputun/tg-spam/app/events/listener_test.go:4945 (syntax: an expected fragment of the notification text searched for with Contains, markdown prose, rule 4; uniform sample 8 of 20)
	assert.Contains(t, sent, "permanently banned [@spammer (42)](tg://user?id=42)") // lookalike
}
