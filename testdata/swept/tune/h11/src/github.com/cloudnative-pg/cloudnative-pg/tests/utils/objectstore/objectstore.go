// Package objectstore stands in for the e2e helpers of
// github.com/cloudnative-pg/cloudnative-pg/tests/utils/objectstore: only
// what the cases use.
package objectstore

// EnvDetails describes the object store the e2e tests deploy.
type EnvDetails struct {
	ServiceName  string
	CaSecretName string
}
