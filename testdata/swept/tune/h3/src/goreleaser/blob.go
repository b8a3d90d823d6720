// Package goreleaser holds cases rewritten from github.com/goreleaser/goreleaser.
package goreleaser

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// BlobConfig says where artifacts are uploaded.
type BlobConfig struct {
	Provider, Bucket, Endpoint, Region string
}

// BucketURL gives the gocloud URL of the bucket.
func BucketURL(conf BlobConfig) string {
	bucketURL := fmt.Sprintf("%s://%s", conf.Provider, conf.Bucket)
	if conf.Provider != "s3" {
		return bucketURL
	}
	query := url.Values{}
	if conf.Endpoint != "" {
		query.Add("endpoint", conf.Endpoint)
	}
	if conf.Region != "" {
		query.Add("region", conf.Region)
	}
	if len(query) > 0 {
		// Source: github.com/goreleaser/goreleaser/v2/internal/pipe/blob/upload.go:80 (query appended from url.Values.Encode)
		bucketURL = bucketURL + "?" + query.Encode() // lookalike
	}
	return bucketURL
}

// WebhookConfig holds a chat webhook.
type WebhookConfig struct {
	API, WebhookID, WebhookToken string
}

// PostAnnouncement posts to the chat webhook.
func PostAnnouncement(cfg WebhookConfig, body string) error {
	u, err := url.Parse(cfg.API)
	if err != nil {
		return err
	}
	// Source: github.com/goreleaser/goreleaser/v2/internal/pipe/discord/discord.go:79 (URL.JoinPath with webhook id and token)
	u = u.JoinPath("webhooks", cfg.WebhookID, cfg.WebhookToken) // lookalike
	resp, err := http.Post(u.String(), "application/json", strings.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Repo is a repository named by a remote URL.
type Repo struct{ Owner, Name, RawURL string }

// ExtractRepoFromURL reads owner/name from a git remote, credentials included.
func ExtractRepoFromURL(rawurl string) (Repo, error) {
	s := strings.TrimSuffix(rawurl, ".git")
	if strings.HasPrefix(s, "git@") {
		s = "ssh://" + strings.Replace(s, ":", "/", 1)
	}
	u, err := url.Parse(s)
	if err != nil {
		return Repo{}, err
	}
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	if len(parts) < 2 {
		return Repo{}, fmt.Errorf("unsupported repository URL: %s", rawurl)
	}
	return Repo{Owner: strings.Join(parts[:len(parts)-1], "/"), Name: parts[len(parts)-1], RawURL: rawurl}, nil
}
