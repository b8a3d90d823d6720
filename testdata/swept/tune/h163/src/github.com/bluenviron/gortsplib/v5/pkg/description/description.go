// Package description is a stand-in for github.com/bluenviron/gortsplib/v5/pkg/description.
package description

// Media is a media stream.
type Media struct {
	Control string
}

// Session is a stream description.
type Session struct {
	Medias []*Media
}
