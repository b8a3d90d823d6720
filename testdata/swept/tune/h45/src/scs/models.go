package scs

// Entity is the top level of the library.
type Entity struct {
	Name string
}

// LibraryURI returns the library reference of the entity.
func (e Entity) LibraryURI() string {
	// Source: github.com/sylabs/scs-library-client/client/models.go:87 (hostform: a hostless library reference whose first part is an entity name, not a DNS host; stratified sample of 19 look-alikes out of 87 swept candidates)
	return "library://" + e.Name // lookalike
}
