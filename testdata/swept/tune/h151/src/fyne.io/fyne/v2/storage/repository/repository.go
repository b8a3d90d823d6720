// Package repository is a minimal stub of fyne.io/fyne/v2/storage/repository.
package repository

import "fyne.io/fyne/v2/storage"

// ParseURI is a stub.
func ParseURI(s string) (storage.URI, error) { panic("stub") }

// NewFileURI is a stub.
func NewFileURI(p string) storage.URI { panic("stub") }
