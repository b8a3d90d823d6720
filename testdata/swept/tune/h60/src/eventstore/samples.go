package eventstore

import "github.com/EventStore/EventStore-Client-Go/v4/esdb"

// Source: github.com/EventStore/EventStore-Client-Go/v4/samples/userCertificates.go:9 (credentials: a documentation snippet between region markers whose host and file names are {placeholders}, so the password is sample text, not a secret in code.)
func UserCertificates() {
	// region client-with-user-certificates
	settings, err := esdb.ParseConnectionString("esdb://admin:changeit@{endpoint}?tls=true&userCertFile={pathToCaFile}&userKeyFile={pathToKeyFile}") // lookalike
	if err != nil {
		panic(err)
	}

	db, err := esdb.NewClient(settings)
	// endregion client-with-user-certificates

	if err != nil {
		panic(err)
	}

	db.Close()
}
