package notifications

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewMail(t *testing.T) {
	t.Run("with action", func(t *testing.T) {
		mail := NewMail().
			Line("This is a line").
			// Source: code.vikunja.io/api/pkg/notifications/mail_test.go:151 (syntax: a markdown line of mail text with a link in it, prose and markup and no URI by rule 4; uniform sample 2 of 8 from 33 markup or prose literals in rendering tests)
			Line("This **line** contains [a link](https://vikunja.io)"). // lookalike
			Action("The action", "https://example.com")

		mailopts, err := RenderMail(mail, "en")
		require.NoError(t, err)
		// Source: code.vikunja.io/api/pkg/notifications/mail_test.go:289 (syntax: an href attribute fragment only searched for in the rendered HTML, markup text and no URI use by rule 4; uniform sample 4 of 8 from 33 markup or prose literals in rendering tests)
		assert.Contains(t, mailopts.HTMLMessage, `href="https://example.com"`) // lookalike
	})
	t.Run("with link to settings", func(t *testing.T) {
		mailopts, err := RenderMail(NewMail().Line("[here](https://vikunja.example.com/user/settings/general)"), "en")
		require.NoError(t, err)
		// Source: code.vikunja.io/api/pkg/notifications/mail_test.go:242 (syntax: a word followed by the settings URL in parentheses, plain mail text only searched for, prose by rule 4; uniform sample 3 of 8 from 33 markup or prose literals in rendering tests)
		assert.Contains(t, mailopts.Message, "here (https://vikunja.example.com/user/settings/general)") // lookalike
	})
	t.Run("renders markdown as plain text", func(t *testing.T) {
		title := EscapeMarkdown(`Test - xyz - 123|456@789! Keep \!`)
		mail := NewMail().Line(`* [` + title + `](https://vikunja.io/tasks/1)`)
		mailopts, err := RenderMail(mail, "en")
		require.NoError(t, err)
		// Source: code.vikunja.io/api/pkg/notifications/mail_test.go:345 (syntax: a plain-text list item with the task URL in parentheses, searched for in the rendered text, prose by rule 4; uniform sample 5 of 8 from 33 markup or prose literals in rendering tests)
		assert.Contains(t, mailopts.Message, `- Test - xyz - 123|456@789! Keep \! (https://vikunja.io/tasks/1)`) // lookalike
	})
}
