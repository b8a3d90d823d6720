package tgspam

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAdmin_reportBan(t *testing.T) {
	adm := &admin{}
	msg := &Message{From: User{ID: 456, UserName: "user"}, Text: "Test\n\n_message_"}
	t.Run("normal user name", func(t *testing.T) {
		text := adm.ReportBan("testUser", msg)
		// Source: github.com/umputun/tg-spam/app/events/admin_test.go:46 (syntax: a fragment of the expected ban message text with a markdown link, searched for with Contains, prose by rules 4 and the compare rule; uniform sample 8 of 20 markdown ban texts)
		assert.Contains(t, text, "permanently banned [testUser](tg://user?id=456)") // lookalike
	})
}

func TestAdmin_extractUsername(t *testing.T) {
	tests := []struct {
		name           string
		banMessage     string
		expectedResult string
		expectError    bool
	}{
		// Source: github.com/umputun/tg-spam/app/events/admin_test.go:177 (syntax: a ban message text given to the username extractor, markdown prose with a tg://user link, rule 4; uniform sample 8 of 20)
		{name: "markdown format", banMessage: "**permanently banned [John_Doe](tg://user?id=123456)** some text", expectedResult: "John_Doe"}, // lookalike
		{name: "invalid format", banMessage: "permanently banned John_Doe some message text", expectError: true},
	}

	a := admin{}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			username, err := a.extractUsername(test.banMessage)
			if test.expectError {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, test.expectedResult, username)
		})
	}
}

func TestAdmin_InlineCallbacks(t *testing.T) {
	a := admin{}
	// Source: github.com/umputun/tg-spam/app/events/admin_test.go:1355 (syntax: the text of an admin-chat message with a t.me markdown link and a blank line, message text and no URI, rule 4; uniform sample 8 of 20)
	text := "**permanently banned [spamchannel](https://t.me/spamchannel)**\n\nSpam from channel" // lookalike
	name, err := a.extractUsername(text)
	require.NoError(t, err)
	assert.Equal(t, "spamchannel", name)
}
