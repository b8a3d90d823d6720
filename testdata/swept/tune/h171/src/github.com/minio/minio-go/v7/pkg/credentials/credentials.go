// Package credentials is a stand-in for minio-go credentials.
package credentials

import "net/url"

// STSAssumeRoleOptions are STS options.
type STSAssumeRoleOptions struct {
	AccessKey, SecretKey, Policy, RoleARN, RoleSessionName string
}

// Credentials holds STS credentials.
type Credentials struct{ stsEndpoint string }

// NewSTSAssumeRole returns credentials fetched from the STS endpoint URL.
func NewSTSAssumeRole(stsEndpoint string, opts STSAssumeRoleOptions) (*Credentials, error) {
	if _, err := url.Parse(stsEndpoint); err != nil {
		return nil, err
	}
	return &Credentials{stsEndpoint}, nil
}
