package earthly

import (
	"testing"
)

func TestScrub(t *testing.T) {
	// Source: github.com/earthly/earthly/util/stringutil/scrub_test.go:8 (credentials: input of the package's own redactor ScrubCredentials, rule 2c)
	s := ScrubCredentials("https://user:password@github.com/org/repo.git") // lookalike
	// Source: github.com/earthly/earthly/util/stringutil/scrub_test.go:9 (credentials: the redactor's expected output, a password of 'x' only, a mask, rule 3)
	Equal(t, "https://user:xxxxx@github.com/org/repo.git", s) // lookalike
}

func TestScrubInline(t *testing.T) {
	// Source: github.com/earthly/earthly/util/stringutil/scrub_test.go:18 (credentials: a text with a URL given to the package's own redactor ScrubCredentialsAll, rule 2c)
	s := ScrubCredentialsAll("Here is a URL: https://user:password@github.com/org/repo.git") // lookalike
	Equal(t, "Here is a URL: https://user:xxxxx@github.com/org/repo.git", s)
}
