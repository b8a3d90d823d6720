package webtests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHumaMigrationPlanka_Unauthenticated(t *testing.T) {
	e := newRouter()
	t.Run("migrate", func(t *testing.T) {
		// Source: code.vikunja.io/api/pkg/webtests/huma_migration_planka_test.go:127 (plainhttp: plain http to the single-label host x in a JSON body of a request that must be refused as unauthenticated, no public Internet host)
		rec := humaRequest(t, e, http.MethodPost, "/api/v2/migration/planka/migrate", `{"url":"http://x","token":"x"}`, "", "") // lookalike
		assert.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
	})
}
