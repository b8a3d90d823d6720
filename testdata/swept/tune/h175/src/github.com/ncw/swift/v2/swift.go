// Package swift is a stand-in for the parts of github.com/ncw/swift/v2 that the cases use.
package swift

// Connection holds the details of a Swift connection; AuthUrl is the absolute URL of the auth endpoint.
type Connection struct {
	UserName string
	ApiKey   string
	AuthUrl  string
}
