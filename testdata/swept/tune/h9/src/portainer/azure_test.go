package portainer

import (
	"errors"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

type azureOptions struct {
	organisation, project, repository string
	username, password                string
}

var sshRe = regexp.MustCompile(`^(?:ssh://)?git@ssh\.dev\.azure\.com:v3/([^/]+)/([^/]+)/([^/]+)$`)

func parseUrl(rawurl string) (*azureOptions, error) {
	if m := sshRe.FindStringSubmatch(rawurl); m != nil {
		return &azureOptions{organisation: m[1], project: m[2], repository: m[3]}, nil
	}
	u, err := url.Parse(rawurl)
	if err != nil {
		return nil, err
	}
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	if len(parts) != 4 {
		return nil, errors.New("unexpected url format")
	}
	opt := &azureOptions{organisation: parts[0], project: parts[1], repository: parts[3]}
	if u.User != nil {
		opt.username = u.User.Username()
		opt.password, _ = u.User.Password()
	}
	return opt, nil
}

func Test_parseAzureUrl(t *testing.T) {
	tests := []struct {
		name    string
		url     string
		want    *azureOptions
		wantErr bool
	}{
		{
			name: "Expected SSH URL format starting with ssh://",
			// Source: github.com/portainer/portainer/api/git/azure_test.go:96 (input of the package's Azure URL parser in the form Azure DevOps gives, "v3" where a port would be, rule 2c)
			url:  "ssh://git@ssh.dev.azure.com:v3/Organisation/Project/Repository", // lookalike
			want: &azureOptions{organisation: "Organisation", project: "Project", repository: "Repository"},
		},
		{
			name: "HTTPS URL with credentials",
			// Source: github.com/portainer/portainer/api/git/azure_test.go:140 (input of the parser; the test compares the password it gets out, rule 2c)
			url:  "https://username:password@dev.azure.com/Organisation/Project/_git/Repository", // lookalike
			want: &azureOptions{organisation: "Organisation", project: "Project", repository: "Repository", username: "username", password: "password"},
		},
		{
			name: "HTTPS URL with password",
			// Source: github.com/portainer/portainer/api/git/azure_test.go:154 (same parser, a password with no user name, compared with what it gets out, rule 2c)
			url:  "https://:password@dev.azure.com/Organisation/Project/_git/Repository", // lookalike
			want: &azureOptions{organisation: "Organisation", project: "Project", repository: "Repository", password: "password"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseUrl(tt.url)
			if (err != nil) != tt.wantErr {
				t.Errorf("parseUrl() error = %v, wantErr %v", err, tt.wantErr)
				return
			}
			if !reflect.DeepEqual(tt.want, got) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestEndpointURLs(t *testing.T) {
	var URL string
	// Source: github.com/portainer/portainer/api/datastore/datastore_test.go:140 (Docker's named pipe address as Docker writes it; the "." names the local machine)
	URL = "npipe:////./pipe/docker_engine" // lookalike
	if _, err := url.Parse(URL); err != nil {
		t.Fatal(err)
	}
}
