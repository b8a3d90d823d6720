package api

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUpdateUser(t *testing.T) {
	t.Run("PublicMode", func(t *testing.T) {
		app, router, _ := NewApiTest()
		adminUid := adminUserUID
		// Source: github.com/photoprism/photoprism/internal/api/users_update_test.go:32 (escaper: the alphanumeric admin UID is safe raw in the path, so by rule 1 it meets the non-test escaper rules; uniform sample 7 of 17)
		reqUrl := fmt.Sprintf("/api/v1/users/%s", adminUid) // lookalike
		UpdateUser(router)
		r := PerformRequestWithBody(app, "PUT", reqUrl, "{foo:123}")
		assert.Equal(t, http.StatusForbidden, r.Code)
	})
}
