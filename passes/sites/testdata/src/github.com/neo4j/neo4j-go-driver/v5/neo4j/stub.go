// Package neo4j is a stub of github.com/neo4j/neo4j-go-driver/v5/neo4j, with the real signatures of the
// functions and fields that urilint's sink table names.
package neo4j

type DriverWithContext interface{}

type AuthToken struct{}

type Config struct{}

func NewDriverWithContext(target string, auth AuthToken, configurers ...func(*Config)) (DriverWithContext, error) {
	return nil, nil
}
