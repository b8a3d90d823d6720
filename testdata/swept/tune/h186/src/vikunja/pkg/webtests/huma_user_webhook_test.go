package webtests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHumaUserWebhook(t *testing.T) {
	owner := &webHandlerTestV2{basePath: "/api/v2/user/settings/webhooks", idParam: "webhook"}

	t.Run("Create", func(t *testing.T) {
		t.Run("Normal", func(t *testing.T) {
			rec, err := owner.testCreateWithUser(
				// Source: code.vikunja.io/api/pkg/webtests/huma_user_webhook_test.go:91 (syntax: a JSON request body whose target_url is a well-formed example.com URL; the literal is JSON, not a URI; uniform sample 1 of 8 from 22 webhook JSON bodies)
				`{"target_url":"https://example.com/new","events":["task.reminder.fired"]}`) // lookalike
			require.NoError(t, err)
			assert.Equal(t, http.StatusOK, rec.Code)
		})
		t.Run("Non user-directed event rejected", func(t *testing.T) {
			_, err := owner.testCreateWithUser(
				// Source: code.vikunja.io/api/pkg/webtests/huma_user_webhook_test.go:111 (syntax: a JSON body with a well-formed example.com target_url, rejected for its event and not its URL; JSON text, not a URI; uniform sample 2 of 8 from 22 webhook JSON bodies)
				`{"target_url":"https://example.com/x","events":["task.updated"]}`) // lookalike
			require.NoError(t, err)
		})
	})

	t.Run("Update", func(t *testing.T) {
		t.Run("Nonexisting", func(t *testing.T) {
			_, err := owner.testUpdateWithUser(map[string]string{"webhook": "9999"},
				// Source: code.vikunja.io/api/pkg/webtests/huma_user_webhook_test.go:147 (syntax: a JSON body with a well-formed example.com target_url for an update of a missing webhook; JSON text, not a URI; uniform sample 3 of 8 from 22 webhook JSON bodies)
				`{"target_url":"https://example.com/wh","events":["task.reminder.fired"]}`) // lookalike
			require.NoError(t, err)
		})
	})
}
