// Package gocloud holds cases rewritten from gocloud.dev.
package gocloud

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"path"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

type bucket struct {
	name   string
	client *s3.Client
}

// Copy copies srcKey to dstKey inside the bucket.
func (b *bucket) Copy(ctx context.Context, dstKey, srcKey string) error {
	// Source: gocloud.dev/blob/s3blob/s3blob.go:893 (escaper: url.QueryEscape is applied to the "bucket/key" copy-source path, so a space in a key becomes "+" instead of "%20".)
	srcKeyWithBucketEscaped := url.QueryEscape(b.name + "/" + srcKey) // defect escaper
	_, err := b.client.CopyObject(ctx, &s3.CopyObjectInput{
		Bucket:     aws.String(b.name),
		CopySource: aws.String(srcKeyWithBucketEscaped),
		Key:        aws.String(dstKey),
	})
	return err
}

// subscriptionQueueURL turns an awssqs URL into the SQS queue URL.
func subscriptionQueueURL(u *url.URL) string {
	// Source: gocloud.dev/pubsub/awssnssqs/awssnssqs.go:267 (pathjoin: path.Join joins only the host and the decoded path and the scheme is prefixed afterwards, so no "//" is collapsed; uniform sample of 22 of 186.)
	return "https://" + path.Join(u.Host, u.Path) // lookalike
}

// URLOpener opens Cloud SQL MySQL URLs.
type URLOpener struct {
	Dialer     any
	CertSource any
}

// OpenMySQLURL opens a database from a gcpmysql URL.
func (uo *URLOpener) OpenMySQLURL(ctx context.Context, u *url.URL) (*sql.DB, error) {
	if _, _, err := instanceFromURL(u); err != nil {
		return nil, err
	}
	return nil, errors.New("not implemented")
}

// OpenPostgresURL opens a database from a gcppostgres URL.
func (uo *URLOpener) OpenPostgresURL(ctx context.Context, u *url.URL) (*sql.DB, error) {
	if _, _, err := instanceFromURL(u); err != nil {
		return nil, err
	}
	return nil, errors.New("not implemented")
}

// instanceFromURL parses project/region/instance/db from a Cloud SQL URL.
func instanceFromURL(u *url.URL) (instance, database string, err error) {
	parts := strings.SplitN(strings.TrimPrefix(u.Path, "/"), "/", 3)
	if u.Host == "" || len(parts) != 3 || parts[0] == "" || parts[1] == "" || parts[2] == "" {
		return "", "", errors.New("invalid instance URL")
	}
	return strings.Join([]string{u.Host, parts[0], parts[1]}, ":"), parts[2], nil
}

// config is the parsed form of a MySQL URL.
type config struct {
	User, Passwd, Addr, DBName string
	AllowCleartextPasswords    bool
}

// ConfigFromURL parses a MySQL URL into a config.
func ConfigFromURL(u *url.URL) (*config, error) {
	cfg := &config{Addr: u.Host, DBName: strings.TrimPrefix(u.Path, "/")}
	if u.User != nil {
		cfg.User = u.User.Username()
		cfg.Passwd, _ = u.User.Password()
	}
	cfg.AllowCleartextPasswords = u.Query().Get("tls") == "true" || u.Query().Get("allowCleartextPasswords") == "true"
	return cfg, nil
}

// configFromURL parses a gcpmysql URL into a config.
func configFromURL(u *url.URL) (*config, error) {
	instance, db, err := instanceFromURL(u)
	if err != nil {
		return nil, err
	}
	cfg, _ := ConfigFromURL(u)
	cfg.Addr, cfg.DBName = instance, db
	return cfg, nil
}

// addEncryptionContextFromURLParams copies context_* query parameters.
func addEncryptionContextFromURLParams(ec map[string]string, q url.Values) error {
	for k, vs := range q {
		if name := strings.TrimPrefix(k, "context_"); name != k {
			if len(vs) > 1 {
				return errors.New("multiple values")
			}
			ec[name] = vs[0]
		}
	}
	return nil
}
