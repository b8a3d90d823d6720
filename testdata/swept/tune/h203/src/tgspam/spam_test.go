package tgspam

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Entity is a telegram message entity.
type Entity struct {
	Type   string
	Offset int
	Length int
	URL    string
}

// countLinks stands in for the spam filter's link counting from entities.
func countLinks(entities []Entity, text string) int {
	if len(entities) > 0 {
		return len(entities)
	}
	return strings.Count(text, "://")
}

func TestSpamFilter_OnMessage(t *testing.T) {
	tests := []struct {
		name        string
		text        string
		entities    []Entity
		wantRequest Request
	}{
		{
			name: "with complex links",
			// Source: github.com/umputun/tg-spam/app/bot/spam_test.go:167 (syntax: a chat message text with links among words, given to the spam checker as text, prose by rule 4; uniform sample 8 of 17 message texts with links)
			text: "message https://example.com/path?param=1 http://test.com http://test.com/another", // lookalike
			entities: []Entity{
				{Type: "url", Offset: 8, Length: 32},
				{Type: "url", Offset: 41, Length: 15},
				{Type: "url", Offset: 57, Length: 23},
			},
			wantRequest: Request{UserID: "1", UserName: "user1", Meta: MetaData{Links: 3}},
		},
		{
			name: "with multiple link types",
			// Source: github.com/umputun/tg-spam/app/bot/spam_test.go:348 (syntax: chat message text with a link joined to words, the message the spam check reads, prose by rule 4; uniform sample 8 of 17)
			text: "visit https://site.com or click here", // lookalike
			entities: []Entity{
				{Type: "url", Offset: 6, Length: 16},
				{Type: "text_link", Offset: 26, Length: 10, URL: "https://other.com"},
			},
			wantRequest: Request{UserID: "1", UserName: "user1", Meta: MetaData{Links: 2}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.wantRequest.Meta.Links, countLinks(tt.entities, tt.text))
		})
	}
}
