package api

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// adminUserUID is the alphanumeric UID of entity.Admin.
const adminUserUID = "uqxetse3cy5eo9z2"

func TestUploadUserAvatar(t *testing.T) {
	t.Run("InvalidRequestBody", func(t *testing.T) {
		app, router, _ := NewApiTest()
		adminUid := adminUserUID
		// Source: github.com/photoprism/photoprism/internal/api/users_avatar_test.go:18 (escaper: the admin UID is alphanumeric and safe raw in the path, so by rule 1 it meets the non-test escaper rules; uniform sample 5 of 17)
		reqUrl := fmt.Sprintf("/api/v1/users/%s/avatar", adminUid) // lookalike
		UploadUserAvatar(router)
		r := PerformRequestWithBody(app, "POST", reqUrl, "{foo:123}")
		assert.Equal(t, http.StatusBadRequest, r.Code)
	})
	t.Run("bobCannotChangeAlice", func(t *testing.T) {
		app, router, _ := NewApiTest()
		adminUid := adminUserUID

		// Source: github.com/photoprism/photoprism/internal/api/users_avatar_test.go:42 (escaper: the same alphanumeric UID in a path segment needs no escaping, so by rule 1 it meets the non-test escaper rules; uniform sample 6 of 17)
		reqUrl := fmt.Sprintf("/api/v1/users/%s/avatar", adminUid) // lookalike
		UploadUserAvatar(router)

		r := PerformRequestWithBody(app, "POST", reqUrl, `{}`)
		assert.Equal(t, http.StatusForbidden, r.Code)
	})
}
