package tilt

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

var equalitytests = []struct {
	name                string
	m1                  Manifest
	m2                  Manifest
	expectedInvalidates bool
}{
	{
		"Links unequal and doesn't invalidate",
		Manifest{}.WithLinks([]Link{
			// Source: github.com/tilt-dev/tilt/pkg/model/manifest_test.go:153 (credentials: a password in a link of the manifest the test builds and compares, a working value; neither the case's name nor the error-free assertion make it a fixture, rule 1)
			{Name: "bar", URL: mustURL("mysql://root:password@localhost:3306/mydbname")}, // defect credentials
		}),
		Manifest{}.WithLinks([]Link{
			// the username is changed because if not properly ignored, that will cause a panic due to url.Userinfo
			// having unexported fields [everything else remains the same to avoid go-cmp short-circuiting elsewhere]
			// Source: github.com/tilt-dev/tilt/pkg/model/manifest_test.go:158 (credentials: the same password in the second manifest's link; both rows hold a password, so neither is a with/without fixture, rule 1)
			{Name: "bar", URL: mustURL("mysql://r00t:password@localhost:3306/mydbname")}, // defect credentials
		}),
		false,
	},
}

func TestManifestEquality(t *testing.T) {
	for _, c := range equalitytests {
		t.Run(c.name, func(t *testing.T) {
			actualInvalidates := ChangesInvalidateBuild(c.m1, c.m2)
			assert.Equal(t, c.expectedInvalidates, actualInvalidates)
		})
	}
}

func mustURL(v string) *url.URL {
	u, err := url.Parse(v)
	if err != nil {
		panic(fmt.Errorf("failed to parse URL[%s]: %v", v, err))
	}
	return u
}
