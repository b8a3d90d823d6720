package webtests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHumaWebhook(t *testing.T) {
	owned := &webHandlerTestV2{basePath: "/api/v2/projects/1/webhooks", idParam: "webhook"}
	writeShared := &webHandlerTestV2{basePath: "/api/v2/projects/10/webhooks", idParam: "webhook"}
	adminShared := &webHandlerTestV2{basePath: "/api/v2/projects/11/webhooks", idParam: "webhook"}
	forbidden := &webHandlerTestV2{basePath: "/api/v2/projects/2/webhooks", idParam: "webhook"}

	t.Run("Create", func(t *testing.T) {
		t.Run("Normal", func(t *testing.T) {
			rec, err := owned.testCreateWithUser(`{"target_url":"https://example.com/new","events":["task.updated"]}`)
			require.NoError(t, err)
			// Source: code.vikunja.io/api/pkg/webtests/huma_webhook_test.go:117 (syntax: a JSON member with a well-formed example.com URL only searched for in the response body; JSON text and no URI use; uniform sample 4 of 8 from 22 webhook JSON bodies)
			assert.Contains(t, rec.Body.String(), `"target_url":"https://example.com/new"`) // lookalike
		})
		t.Run("Write share can create", func(t *testing.T) {
			// Source: code.vikunja.io/api/pkg/webtests/huma_webhook_test.go:137 (syntax: a JSON request body with a well-formed example.com target_url; JSON text, not a URI; uniform sample 5 of 8 from 22 webhook JSON bodies)
			rec, err := writeShared.testCreateWithUser(`{"target_url":"https://example.com/write","events":["task.updated"]}`) // lookalike
			require.NoError(t, err)
			assert.Equal(t, http.StatusOK, rec.Code)
		})
		t.Run("Invalid event", func(t *testing.T) {
			// Source: code.vikunja.io/api/pkg/webtests/huma_webhook_test.go:155 (syntax: a JSON body rejected for its unregistered event while its example.com target_url is well formed; JSON text, not a URI; uniform sample 6 of 8 from 22 webhook JSON bodies)
			_, err := owned.testCreateWithUser(`{"target_url":"https://example.com/x","events":["not.a.real.event"]}`) // lookalike
			require.NoError(t, err)
		})
	})

	t.Run("Update", func(t *testing.T) {
		t.Run("Admin share can update", func(t *testing.T) {
			rec, err := adminShared.testUpdateWithUser(map[string]string{"webhook": "4"},
				// Source: code.vikunja.io/api/pkg/webtests/huma_webhook_test.go:192 (syntax: a JSON update body with a well-formed example.com target_url; JSON text, not a URI; uniform sample 7 of 8 from 22 webhook JSON bodies)
				`{"target_url":"https://example.com/wh","events":["task.updated"]}`) // lookalike
			require.NoError(t, err)
			assert.Equal(t, http.StatusOK, rec.Code)
		})
		t.Run("Forbidden", func(t *testing.T) {
			_, err := forbidden.testUpdateWithUser(map[string]string{"webhook": "5"},
				// Source: code.vikunja.io/api/pkg/webtests/huma_webhook_test.go:209 (syntax: a JSON update body with a well-formed example.com target_url, refused for permissions; JSON text, not a URI; uniform sample 8 of 8 from 22 webhook JSON bodies)
				`{"target_url":"https://example.com/wh","events":["task.updated"]}`) // lookalike
			require.NoError(t, err)
		})
	})
}
