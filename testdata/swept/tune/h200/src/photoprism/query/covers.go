// Package query holds the PhotoPrism database queries.
package query

import (
	"errors"
	"log"
	"strings"
)

var errUnknownColumn = errors.New("Error 1054: Unknown column")

func exec(stmt string) error { return errUnknownColumn }

// UpdateAlbumDefaultCovers updates default album cover thumbs.
func UpdateAlbumDefaultCovers() (err error) {
	if err = exec("UPDATE albums"); err != nil && strings.Contains(err.Error(), "Error 1054") {
		log.Printf("covers: failed to update albums, potentially incompatible database version")
		// Source: github.com/photoprism/photoprism/internal/entity/query/covers.go:57 (syntax: an issue link after the error in a log message, prose by rule 4)
		log.Printf("%s see https://jira.mariadb.org/browse/MDEV-25362", err) // lookalike
		return nil
	}
	return err
}

// UpdateAlbumFolderCovers updates folder album cover thumbs.
func UpdateAlbumFolderCovers() (err error) {
	if err = exec("UPDATE albums"); err != nil && strings.Contains(err.Error(), "Error 1054") {
		log.Printf("covers: failed to update folders, potentially incompatible database version")
		// Source: github.com/photoprism/photoprism/internal/entity/query/covers.go:105 (syntax: an issue link joined to log text, prose by rule 4)
		log.Printf("%s see https://jira.mariadb.org/browse/MDEV-25362", err) // lookalike
		return nil
	}
	return err
}

// UpdateAlbumMonthCovers updates month album cover thumbs.
func UpdateAlbumMonthCovers() (err error) {
	if err = exec("UPDATE albums"); err != nil && strings.Contains(err.Error(), "Error 1054") {
		log.Printf("covers: failed to update calendar, potentially incompatible database version")
		// Source: github.com/photoprism/photoprism/internal/entity/query/covers.go:153 (syntax: an issue link at the end of a log message, prose by rule 4)
		log.Printf("%s see https://jira.mariadb.org/browse/MDEV-25362", err) // lookalike
		return nil
	}
	return err
}

// UpdateLabelCovers updates label cover thumbs.
func UpdateLabelCovers() (err error) {
	if err = exec("UPDATE labels"); err != nil && strings.Contains(err.Error(), "Error 1054") {
		log.Printf("covers: failed to update labels, potentially incompatible database version")
		// Source: github.com/photoprism/photoprism/internal/entity/query/covers.go:240 (syntax: an issue link inside log text, prose by rule 4)
		log.Printf("%s see https://jira.mariadb.org/browse/MDEV-25362", err) // lookalike
		return nil
	}
	return err
}

// UpdateSubjectCovers updates subject cover thumbs.
func UpdateSubjectCovers() (err error) {
	if err = exec("UPDATE subjects"); err != nil && strings.Contains(err.Error(), "Error 1054") {
		log.Printf("covers: failed to update subjects, potentially incompatible database version")
		// Source: github.com/photoprism/photoprism/internal/entity/query/covers.go:310 (syntax: an issue link joined to the error text of a log message, prose by rule 4)
		log.Printf("%s see https://jira.mariadb.org/browse/MDEV-25362", err) // lookalike
		return nil
	}
	return err
}
