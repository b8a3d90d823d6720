package atlas

import (
	"net/url"
	"strings"
	"testing"
)

func TestContainerURL(t *testing.T) {
	c := &Container{
		Config: Config{
			// Source: github.com/ariga/atlas/cmd/atlas/internal/docker/docker_test.go:469 (constant password of the container config the test builds, rule 1)
			User: url.UserPassword("postgres", "pass"), // defect credentials
		},
		Driver: "postgres",
		Port:   "5432",
	}
	u, err := c.URL()
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ariga/atlas/cmd/atlas/internal/docker/docker_test.go:475 (expected value of code that builds the connection URI, with the password, rule 1)
	if want := "postgres://postgres:pass@localhost:5432/?sslmode=disable"; u.String() != want { // defect credentials
		t.Fatalf("got %s", u)
	}
	u.Host = "host.docker.internal:5432"
	// Source: github.com/ariga/atlas/cmd/atlas/internal/docker/docker_test.go:481 (expected URI with DOCKER_HOST set, the same password, rule 1)
	if want := "postgres://postgres:pass@host.docker.internal:5432/?sslmode=disable"; u.String() != want { // defect credentials
		t.Fatalf("got %s", u)
	}
}

type dockerURL struct {
	image, db, dialect string
}

func parseDockerURL(s string) (dockerURL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return dockerURL{}, err
	}
	p := strings.Trim(u.Path, "/")
	i := strings.LastIndex(p, "/")
	return dockerURL{image: p[:i], db: p[i+1:], dialect: strings.TrimPrefix(u.Scheme, "docker+")}, nil
}

func TestFromURL(t *testing.T) {
	for _, tt := range []struct {
		url   string
		image string
		db    string
	}{
		// Source: github.com/ariga/atlas/cmd/atlas/internal/docker/docker_test.go:325 (input of the package's docker URL parser: an empty authority before an image with a tag, rule 2c)
		{url: "docker+postgres:///local:tag/dev", image: "local:tag", db: "dev"}, // lookalike
	} {
		got, err := parseDockerURL(tt.url)
		if err != nil {
			t.Fatal(err)
		}
		if got.image != tt.image || got.db != tt.db {
			t.Errorf("got %+v", got)
		}
	}
}
