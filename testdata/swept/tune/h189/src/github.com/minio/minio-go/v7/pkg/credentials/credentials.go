// Package credentials is a stand-in for minio-go's credentials package.
package credentials

// Credentials hold access keys.
type Credentials struct {
	id, secret, token string
}

// NewStaticV4 returns static signature-v4 credentials.
func NewStaticV4(id, secret, token string) *Credentials {
	return &Credentials{id: id, secret: secret, token: token}
}
