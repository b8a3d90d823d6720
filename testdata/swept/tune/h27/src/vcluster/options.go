package vcluster

import (
	"encoding/base64"
	"fmt"
	"net/url"
)

// S3Options configure an S3 snapshot.
type S3Options struct {
	Bucket          string
	Key             string
	Region          string
	AccessKeyID     string
	SecretAccessKey string
}

// ContainerOptions configure a snapshot in the container.
type ContainerOptions struct {
	Path string
}

// Options are the snapshot options.
type Options struct {
	Type      string
	S3        S3Options
	Container ContainerOptions
}

// Parse reads snapshot options from a snapshot URL.
func Parse(snapshotURL string, snapshotOptions *Options) error {
	parsedURL, err := url.Parse(snapshotURL)
	if err != nil {
		return err
	}
	switch parsedURL.Scheme {
	case "s3":
		snapshotOptions.Type = "s3"
		snapshotOptions.S3.Bucket = parsedURL.Host
		snapshotOptions.S3.Key = parsedURL.Path[1:]
		q := parsedURL.Query()
		snapshotOptions.S3.Region = q.Get("region")
		id, _ := base64.StdEncoding.DecodeString(q.Get("access-key-id"))
		secret, _ := base64.StdEncoding.DecodeString(q.Get("secret-access-key"))
		snapshotOptions.S3.AccessKeyID = string(id)
		snapshotOptions.S3.SecretAccessKey = string(secret)
	case "container":
		snapshotOptions.Type = "container"
		snapshotOptions.Container.Path = parsedURL.Path
	default:
		return fmt.Errorf("unsupported scheme %q", parsedURL.Scheme)
	}
	return nil
}
